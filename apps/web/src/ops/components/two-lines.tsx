import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A main line and grey lines under it in one cell (keeps the console's queues narrow enough for one screen). */
export function TwoLines({ main, sub, third }: { main: ReactNode; sub: ReactNode; third?: ReactNode }) {
  return (
    <>
      <div>{main}</div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {sub}
      </Typography.Text>
      {third !== undefined && (
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {third}
          </Typography.Text>
        </div>
      )}
    </>
  );
}
