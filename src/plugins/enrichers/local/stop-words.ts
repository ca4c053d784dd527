// English function words: they link every sentence to every other, so the rank graph leaves them out.
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both but by ' +
    'can cannot could did do does doing down during each few for from further had has have having he her here hers herself ' +
    'him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or ' +
    'other our ours ourselves out over own same she should so some such than that the their theirs them themselves then ' +
    'there these they this those through to too under until up very was we were what when where which while who whom why ' +
    'will with you your yours yourself yourselves us may might must shall upon via per amid among within without yet ' +
    'however also whether either neither since though although unless whose ' +
    // What is left of a negative contraction once its ending is dropped ("weren't" → "weren").
    'aren isn wasn weren don doesn didn wouldn shouldn couldn hasn haven hadn'
  ).split(' '),
);
