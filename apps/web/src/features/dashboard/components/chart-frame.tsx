import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A chart for the eye, and the same values as a table for screen readers: the drawing is hidden from
 * assistive technology, the table from the eye.
 */
export function ChartFrame({
  caption,
  headers,
  rows,
  children,
}: {
  caption: string;
  headers: [string, string];
  rows: Array<[string, string]>;
  children: ReactNode;
}) {
  return (
    <Box>
      <Box aria-hidden="true">{children}</Box>
      {/* A table keeps its content's width whatever its own width says: the wrapper clips it, or the page would scroll sideways. */}
      <div className="bp-visually-hidden">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{headers[0]}</th>
              <th scope="col">{headers[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Box>
  );
}
