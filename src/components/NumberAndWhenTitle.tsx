/**
 * The title of a phone table's first column, where the time sits under the number: it says both, the
 * time's title naming its clock ("Time (Morocco time)"), so the clock is named once on a phone too.
 */
export function NumberAndWhenTitle({ number, when }: { number: string; when: string }) {
  return (
    <>
      {number}
      <div style={{ fontSize: 12, fontWeight: 'normal', whiteSpace: 'nowrap' }}>{when}</div>
    </>
  );
}
