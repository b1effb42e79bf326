// Where the screens find domainText. Its tables live in src/app (domain-texts.ts), in the app's
// catalog: the landing page's catalog (this folder's) is held to the tightest budget and never
// shows a domain sentence.
export { domainText, domainTextsReady, weekdayName } from '../app/domain-texts';
