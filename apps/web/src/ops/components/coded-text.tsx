import { Typography } from 'antd';

/**
 * A recorded code in words, with the code itself in small grey under it: operators read the words, and
 * quote the code (the spec's field name, the audit action, the record id) to the developers.
 */
export function CodedText({ text, code }: { text: string; code: string }) {
  return (
    <>
      {text}
      <br />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {code}
      </Typography.Text>
    </>
  );
}
