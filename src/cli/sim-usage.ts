import { parseArgs, type ParseArgsConfig } from 'node:util';

export const WEEKS_USAGE = `usage: npm run sim -- [--seed <integer>] [--weeks <1 or more>] [--clubs <1-8>] [--json] [--engine classic|detailed]

  Plays weeks of a generated league, the AI managing every club, and prints each match as commentary,
  the results and the tables.
  --seed S      the league's seed (default 7)
  --weeks N     match weeks to play (default 3)
  --clubs C     player-controlled clubs, 1 to 8 (default 2)
  --json        print the weeks' events as JSON lines instead
  --engine E    classic (default) or detailed`;

export const SEASONS_USAGE = `usage: npm run sim -- --seasons <1 or more> [--seed <integer>] [--clubs <1-8>] [--cups | --cup-only] [--quiet] [--report] [--json] [--fortunes] [--difficulty <1-4>] [--deals]

  Plays whole seasons of a generated league, four divisions, the AI managing every club, and prints each season's
  tables, promotions, champions, top scorers and the player clubs' money and grounds.
  --seasons N   seasons to play (pre-season, 14 weeks, end of season)
  --seed S      the league's seed (default 1)
  --clubs C     player-controlled clubs, 1 to 8 (default 8)
  --cups        play the Cup and, from season two, Europe; prints each season's cup and European winners
  --cup-only    play the Cup without Europe
  --quiet       leave out each season's tables and clubs
  --report      print the balance figures of docs/rules.md at the end
  --json        print every event, from the league's creation to the last end of season, as JSON lines
                (pre-season, weeks and end of season; nothing else is printed)
  --fortunes    play Football Fortunes for a game of --seasons seasons: each manager's squares and events every
                season, the game points and the winner (with --json, every Fortunes event and a last
                'fortunes-winner' line)
  --difficulty D  non-player clubs' strength, 1 (easiest) to 4 (default 2, the balance)
  --deals       the AI clubs also make deals with each other, answered by the AI's value rule (docs/rules.md),
                and the deals done and the smallest squad are printed at the end`;

export const CARDS_USAGE = `usage: npm run sim -- --mode cards [--seasons <1 or more>] [--seed <integer>] [--managers <2-6>] [--json] [--formations <deals>]
       [--balance <seasons>] [--ai-measure <games>] [--rules article|away-minus-one|open-play]

  Plays the five-a-side card game (docs/cards.md), the AI managing every hand, and prints each season's table, cup,
  trophies and money, then the winner on trophy points.
  --seasons N     the agreed number of seasons (default 2)
  --seed S        the game's seed (default 1)
  --managers M    managers, 2 to 6 (default 4); the league is padded with dummies
  --json          print every event as JSON lines instead
  --formations D  print the balance of the twelve formations over D deals instead
  --balance N     print the balance table instead: for each balance option, N one-season games of --managers
                  absent managers, every match tallied (home, draw, away, 0-0, goals, the stronger sheet); the AI's
                  sheet against a random legal one over N deals; the pack over 100 games of 5 and of 6 managers
  --ai-measure N  print the AI's play strength instead: for each balance option, N one-season games of 2 managers
                  using the AI's sheets against 2 using random legal sheets, then perfect-knowledge sheets (the ceiling)
  --rules R       the balance option the game plays (default article, the seed's rules)`;

export const FORTUNES_USAGE = `usage: npm run sim -- --mode fortunes [--seasons <1 or more>] [--seed <integer>] [--managers <2-5>]
       [--difficulty <1-4>] [--json]

  Plays Brian Clough's Football Fortunes as its own game (docs/rules.md, "Football Fortunes, the game"), the AI
  managing every club, and prints each season's table of ten, cup winners and game points, then the winner.
  --seasons N     the agreed number of seasons (default 5)
  --seed S        the game's seed (default 1)
  --managers M    managers, 2 to 5 (default 3); the computer's clubs make ten
  --difficulty D  the skill level, 1 (easiest) to 4 (default 2)
  --json          print every event as JSON lines instead`;

/** The command line parsed, or the usage on stderr and exit status 2 for an option it does not know. */
export function parseOrExit<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
}
