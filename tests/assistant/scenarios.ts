// All scenarios, for the scripted suite and for `npm run eval:assistant`.
import { bookingScenarios } from './scenarios-booking';
import { clientScenarios } from './scenarios-clients';
import { messageScenarios } from './scenarios-messages';
import { rescheduleScenarios } from './scenarios-reschedule';
import { ruleScenarios } from './scenarios-rules';
import type { Scenario } from './scenario';

export const SCENARIOS: Scenario[] = [...bookingScenarios, ...rescheduleScenarios, ...ruleScenarios, ...messageScenarios, ...clientScenarios];
