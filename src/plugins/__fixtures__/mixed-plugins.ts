// One module offering an array: a valid market plugin and one whose id is not allowed.
import { defineMarket } from '../sdk/index.js';

const quietMarket = defineMarket({ id: 'quiet-market', displayName: 'Quiet market', create: () => ({ quotes: async () => [] }) });
const badlyNamed = defineMarket({ id: 'Bad Name', displayName: 'Bad name', create: () => ({ quotes: async () => [] }) });

export const plugins = [quietMarket, badlyNamed];
