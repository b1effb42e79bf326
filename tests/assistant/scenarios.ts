// All scenarios, for the scripted suite and for `npm run eval:assistant`.
import { abilityScenarios } from './scenarios-abilities';
import { bookingScenarios } from './scenarios-booking';
import { bookingRuleScenarios } from './scenarios-booking-rules';
import { clientScenarios } from './scenarios-clients';
import { languageScenarios } from './scenarios-languages';
import { messageScenarios } from './scenarios-messages';
import { rescheduleScenarios } from './scenarios-reschedule';
import { ruleScenarios } from './scenarios-rules';
import type { Scenario } from './scenario';

export const SCENARIOS: Scenario[] = [
  ...bookingScenarios,
  ...rescheduleScenarios,
  ...ruleScenarios,
  ...bookingRuleScenarios,
  ...messageScenarios,
  ...abilityScenarios,
  ...clientScenarios,
  ...languageScenarios,
];
