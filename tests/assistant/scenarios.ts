// All scenarios, for the scripted suite and for `npm run eval:assistant`.
import { bookingScenarios } from './scenarios-booking';
import { messageScenarios } from './scenarios-messages';
import { ruleScenarios } from './scenarios-rules';
import type { Scenario } from './scenario';

export const SCENARIOS: Scenario[] = [...bookingScenarios, ...ruleScenarios, ...messageScenarios];
