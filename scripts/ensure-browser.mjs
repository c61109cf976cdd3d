// Browser tests drive Debian's Chromium (never a downloaded browser) and need CJK fonts so Chinese
// renders in screenshots, and poppler's pdftoppm to open downloaded PDFs as images. Installs them with
// apt-get when missing (root, as on CI).
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const hasChromium = fs.existsSync('/usr/bin/chromium');
const hasCjkFonts = fs.existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc');
const hasPdfRenderer = fs.existsSync('/usr/bin/pdftoppm');
if (hasChromium && hasCjkFonts && hasPdfRenderer) process.exit(0);

process.stdout.write('[coastbook] installing chromium, fonts-noto-cjk and poppler-utils with apt-get...\n');
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
try {
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk poppler-utils`, {
    stdio: 'inherit',
  });
} catch {
  process.stderr.write('[coastbook] could not install chromium / fonts-noto-cjk / poppler-utils; install them and run again\n');
  process.exit(1);
}
