// The words of company results: what is measured (profit, sales, orders, a loss, costs) and how it
// moved (rose, narrowed, halved, "from X to Y"). results.ts pairs the two; a rise of a cost or a
// loss is bad news and its fall good news, which is what the tweet lexicon alone cannot tell.

function words(list: string): ReadonlySet<string> {
  return new Set(list.trim().split(/\s+/));
}

/** Measures of a business whose rise is good news. */
export const GOOD_METRICS = words(`
  profit profits earnings ebit ebitda ebita income sales revenue revenues turnover orders
  intake backlog margin margins eps result results dividend dividends volume volumes
  deliveries shipments production output traffic passengers bookings demand profitability
  occupancy utilisation utilization customers subscribers users visitors visits savings
  productivity capacity jobs workforce personnel staff employees headcount
`);

/** Measures whose rise is bad news: "the loss widened", "costs fell". */
export const BAD_METRICS = words(`
  loss losses costs expenses expense expenditure debt gearing impairment impairments
  writedowns charges provisions
`);

/** Two-word measures whose second word alone means something else ("per share", "cash flow from"). */
export const METRIC_PAIRS = words('market_share cash_flow order_book');

/** Words that say a measure went up ("rose", "doubled", "higher", "record") or, below, down. */
export const RISE_CUES = words(`
  rise rises rose risen rising increase increased increases increasing grew grow grows growing
  growth climb climbed climbs climbing jump jumped jumps surge surged surges soar soared
  improve improved improves improving improvement strengthen strengthened strengthens doubled
  tripled quadrupled double triple up higher gain gained gains advance advanced accelerate
  accelerated accelerates accelerating advances expand expanded expands widen widened widens
  deepen deepened deepens recover recovered rebound rebounded boost boosted boosts lift lifted
  lifts raise raised raises exceed exceeded exceeds beat beats topped above outpaced stronger
  strong record better solid robust highest best strongest <num_up> <pct_up> <vs_up>
`);

export const FALL_CUES = words(`
  fall fell fallen falls falling decrease decreased decreases decreasing decline declined
  declines declining drop dropped drops dip dipped slip slipped slid slide shrank shrunk shrink
  shrinks contracted weaken weakened weakens deteriorate deteriorated deteriorates down lower
  halved narrow narrowed narrows ease eased eases reduce reduced reduces reduction cut cuts
  trimmed slump slumped plunge plunged plunges tumbled sank lose loses lost missed miss misses
  below short weaker weak worse lagged hit hurt weighed squeezed eroded poor lowest worst
  weakest slow slowed slows slowing soften softened softens softening <num_down> <pct_down>
  <vs_down>
`);

/** Growth is a rise until a move follows: "sales growth slowed" is a fall, "growth accelerated" a rise. */
export const GROWTH = 'growth';

/** "unchanged", "at the same level": a result that held. */
export const FLAT_CUES = words('unchanged flat stable steady level <num_flat> <vs_flat>');

/** Better or worse whatever was measured: a loss turned into a profit ("from a loss of X to a profit of Y"). */
export const SWING_UP = '<swing_up>';
export const SWING_DOWN = '<swing_down>';

/** "turned to a profit", "swung to a loss", "returned to profitability", "turned negative". */
export const TURN_VERBS = words('turn turned turns swing swung swings return returned returns went');
export const TURNED_GOOD = words('profit profitable profitability positive black');
export const TURNED_BAD = words('loss losses negative red');
/** What may stand between a turn verb and where it turned to: "swung back to a net profit". */
export const TURN_FILLERS = words('to into back a an the its net operating pretax pre tax quarterly comparable');
export const TURN_REACH = 4;

/** Words that end the search for a move in front of a measure: "finish lower after paring losses". */
export const STOPPERS = words(`
  after before as while with from to by of and or but despite amid on in at for than since
  because due thanks following
`);

/** Prepositions that tie a move to the measure after them: "a rise in sales", "weighed on earnings". */
export const LINKS = words('in of on');

/** How far a measure looks for its move: after it (across a comma: "EUR 7.7 mn, down from"), and before it. */
export const AFTER_WINDOW = 12;
export const BEFORE_WINDOW = 4;
