// Finance word lists the tokeniser turns into extra marker features. The classifier learns how
// much each marker is worth; the lists only let rare forms ("skyrockets", "craters") share the
// weight of common ones and let negation flip them ("did not beat" reads as a miss).

function words(list: string): ReadonlySet<string> {
  return new Set(list.trim().split(/\s+/));
}

/** Words that turn the next few words around: "not", "no", "didn't", "fails to", "without". */
export const NEGATORS = words(`
  not no never without nor neither cannot none
  fail fails failed failing unable lack lacks lacking
`);

/** Small words a negation reaches over without using up its scope ("fails to beat"). */
export const NEGATION_FILLERS = words('to of the a an be been its their');

/** How many content words after a negator it reaches. */
export const NEGATION_SCOPE = 3;

export const UP_WORDS = words(`
  beat beats beating tops topped exceed exceeds exceeded surpass surpasses surpassed
  surge surges surged surging soar soars soared soaring jump jumps jumped jumping
  rally rallies rallied rallying gain gains gained gaining rise rises rose rising
  climb climbs climbed climbing advance advances advanced rebound rebounds rebounded
  recover recovers recovered recovery spike spikes spiked skyrocket skyrockets skyrocketed
  upgrade upgrades upgraded outperform outperforms outperformed bullish boost boosts boosted
  higher highs strong stronger strength upbeat optimistic optimism positive improve improves
  improved improving upside overweight accumulate best win wins won approval approves approved
  tailwind tailwinds buy buys profit profitable meet meets above highest bull bulls
  okd oks benefit benefits benefiting benefited expansion expand expands expanding robust
  resilient encouraging promising improvement improvements award awarded excellence hope hopes
  hopeful confident confidence solid healthy good great excited resolve
  resolves resolved invests secures secured breakout high peak strengthen strengthens
  strengthened milestone <vs_up> <pct_up>
`);

export const DOWN_WORDS = words(`
  miss misses missed missing plunge plunges plunged plunging plummet plummets plummeted
  tumble tumbles tumbled tumbling slump slumps slumped sink sinks sank sunk sinking
  drop drops dropped dropping fall falls fell falling slide slides slid sliding
  decline declines declined declining dip dips dipped slip slips slipped lose loses lost
  loss losses downgrade downgrades downgraded underperform underperforms underperformed
  bearish weak weaker weakness warn warns warned warning slash slashes slashed
  crash crashes crashed selloff sell sells underweight worst lows bankrupt bankruptcy
  default defaults layoffs layoff fraud probe lawsuit recall halt halts halted negative
  concern concerns fear fears pessimistic downside disappoint disappoints disappointed
  disappointing tank tanks tanked crater craters cratered shed sheds retreat retreats
  retreated headwind headwinds slowdown recession pullback below bear bears shortfall
  sue sues sued suing fine fines fined penalty scandal crisis struggle struggles struggling
  struggled hurt hurts hurting suspend suspends suspended suspending closures delay delays
  delayed furlough furloughs criticize criticizes criticized criticism backlash ridicule ugly
  terrible trouble troubles threat threats threatened threatens stolen hack hacked hackers
  insolvency damage bubble worsen worsens worsened worsening deteriorate deteriorates
  deteriorated deteriorating lag lags lagged lagging downturn setback broken challenging doubt
  doubts jeopardy alarm decelerating halved sour souring dilution risky worried worry worries
  slows slowing shutdown shutdowns cautious caution woes pain panic turmoil chaos collapse
  collapses collapsed bleak gloom grim dismal investigation ban bans banned reject rejects
  rejected cancel cancels cancelled canceled cancellation terminate terminates terminated
  termination postpone postpones postponed skid skids underwhelm underwhelms low lower lowest
  <vs_down> <pct_down>
`);

/** Things a broker or a company raises or cuts: "raises guidance", "PT cut", "slashes dividend". */
export const OUTLOOK_NOUNS = words(`
  target targets pt pts guidance outlook forecast forecasts estimate estimates view
  dividend payout buyback expectations
`);

export const RAISE_VERBS = words(`
  raise raises raised raising hike hikes hiked lift lifts lifted boost boosts boosted
  ups upped increase increases increased bump bumps bumped
`);

export const CUT_VERBS = words(`
  cut cuts cutting lower lowers lowered lowering slash slashes slashed trim trims trimmed
  reduce reduces reduced pare pares pared
`);

/** Rating moves: "upgraded to buy" is bullish and "cut to neutral" bearish whatever the rating. */
export const RATING_UP_VERBS = words('upgrade upgrades upgraded raise raises raised lifts lifted boosts boosted');
export const RATING_DOWN_VERBS = words('downgrade downgrades downgraded cut cuts lower lowers lowered');

/** How far apart an outlook noun and its verb may be ("raises Q4 guidance", "PT raised to"). */
export const OUTLOOK_WINDOW = 4;

/**
 * Things whose rise is bad news and whose fall is good: "unemployment rises", "jobless claims
 * drop", "deficit soars". Near one of these, an up or down word flips.
 */
export const BAD_NOUNS = words(`
  unemployment jobless claims deficit deficits inflation inventories inventory stockpiles
  supply supplies build costs cost debt losses loss cases deaths infections fears fear
  concerns worries risk risks recession layoffs tariffs volatility delinquencies defaults
  bankruptcies foreclosures outflows shortage uncertainty tensions pessimism
  forbearance redemptions
`);

/** How far a bad noun reaches (within the same clause) to flip an up or down word. */
export const BAD_NOUN_WINDOW = 4;

/** Verbs that undo the move they govern: "pares gains" is bearish, "trims losses" bullish. */
export const REVERSAL_VERBS = words(`
  pare pares pared paring trim trims trimmed trimming erase erases erased erasing recoup
  recoups recouped recouping reverse reverses reversed reversing narrow narrows narrowed
  narrowing shrug shrugs shrugged shrugging defy defies defied defying allay allays allayed
  overcome overcomes weather weathers
`);

/** Verbs that put a bad thing behind: "settles lawsuit", "ends probe", "resolves dispute". */
export const RESOLVING_VERBS = words(`
  settle settles settled settling resolve resolves resolved resolving end ends ended dismiss
  dismisses dismissed clear clears cleared drop drops dropped lift lifts lifted
`);
export const RESOLVING_WINDOW = 4;

/** Verbs that undo the move before them: "gains evaporate", "hopes dim", "rally stalls". */
export const FADING_VERBS = words(`
  evaporate evaporates evaporated fade fades faded fading dim dims dimmed stumble stumbles
  stumbled stall stalls stalled vanish vanishes vanished recede recedes receded ease eases
  eased easing abate abates abated
`);

/** How many words before a move a reversal verb (or after it a fading verb) may stand. */
export const REVERSAL_WINDOW = 2;

/** Moving away from a move turns it around: "pulls back from record highs", "rebounds from sell-off". */
export const AWAY_FROM = words('off from');
export const AWAY_WINDOW = 3;

/** Two-word moves whose words mean little alone. */
export const UP_PHRASES = words(`
  bounce_back bounces_back bounced_back snaps_back snap_back comes_back come_back roars_back
  picks_up pick_up
`);
export const DOWN_PHRASES = words(`
  pull_back pulls_back pulled_back pulling_back back_off backs_off gave_up gives_up give_up
  give_back gives_back gave_back lost_steam loses_steam losing_steam edges_back edge_back
  eases_back
`);

/** The ratings a broker moves a stock to: "cut to neutral", "upgraded to outperform". */
export const RATINGS = words(`
  buy sell hold neutral outperform underperform overweight underweight equal market sector
  perform strong conviction positive negative peer in accumulate reduce
`);
