/**
 * Placeholders of a home section's final height while its code or its list loads: the heading
 * row, then the grid in the same columns as the real one. They carry the section's test id and
 * are hidden from assistive technology. Static blocks, not shimmering: the ones far below the
 * viewport stay until the visitor scrolls, and an endless animation would keep the page busy.
 */
const heading = <span className="mb-3 block h-7" />;

/** A game section: 10 square tiles with their two text lines (2 columns on a phone, 5 wider). */
export function GameSectionSkeleton({ testId }: { testId: string }) {
  return (
    <div aria-hidden="true" data-testid={testId} data-skeleton="">
      {heading}
      <ul className="grid grid-cols-2 gap-x-3 gap-y-4 sm:grid-cols-5">
        {/* One element a tile: the square is drawn before it, the two text lines (6 + 20 +
            16 px) after it, so the first render builds a third of the nodes. */}
        {Array.from({ length: 10 }, (_, i) => (
          <li
            key={i}
            className="before:block before:aspect-square before:w-full before:rounded-lg before:bg-surface after:block after:h-[2.625rem]"
          />
        ))}
      </ul>
    </div>
  );
}

/** A vendor section: 5 cards at 9:5 (2 columns on a phone, 3 on a tablet, 5 wider). */
export function VendorSectionSkeleton({ testId }: { testId: string }) {
  return (
    <div aria-hidden="true" data-testid={testId} data-skeleton="">
      {heading}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <li key={i} className="block aspect-[9/5] w-full rounded-xl bg-surface" />
        ))}
      </ul>
    </div>
  );
}

/** The winner board: 20 rows of 58 px (1, 2 or 4 columns). */
export function WinnerBoardSkeleton() {
  return (
    <div aria-hidden="true" data-testid="winner-board" data-skeleton="">
      {heading}
      <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 20 }, (_, i) => (
          <li key={i} className="block h-[58px] rounded-lg bg-surface" />
        ))}
      </ul>
    </div>
  );
}
