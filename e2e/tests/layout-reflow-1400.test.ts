import { describeReflowAt } from './layout-reflow-helpers';

describeReflowAt(1400);
