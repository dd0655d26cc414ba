/** One club's game points so far: the seasons played, and what its cash would add if the game ended now. */
export interface GameStanding {
  clubId: string;
  seasonPoints: number;
  cashPoints: number;
  points: number;
  cash: number;
  /** Resigned bankrupt: listed, never the winner. */
  resigned: boolean;
}
