/**
 * Flat illustrations for the demo jobs' photos (issue 17), drawn here as SVG on a 1200 x 900
 * canvas (a phone photo's 4:3) and rendered by sharp at seed time at 960 x 720 (smaller pictures
 * keep the seed quick): no image files are shipped, no people.
 */
export const W = 1200;
export const H = 900;

export const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720" viewBox="0 0 ${W} ${H}">${body}</svg>`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;

/** Square tiles with grout lines over the area given. */
export function tiles(x0: number, y0: number, x1: number, y1: number, size: number, fill: string) {
  let out = rect(x0, y0, x1 - x0, y1 - y0, '#c9ccd0');
  for (let y = y0; y < y1; y += size)
    for (let x = x0; x < x1; x += size) out += rect(x + 3, y + 3, size - 6, size - 6, fill, 'rx="4"');
  return out;
}

/** Rows of bricks, every other row offset by half a brick; `skip` leaves some out. */
export function bricks(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  skip: (row: number, col: number) => boolean = () => false,
) {
  const colours = ['#a4492f', '#b5563a', '#94412b', '#ad5034'];
  let out = rect(x0, y0, x1 - x0, y1 - y0, '#d8cfc0');
  for (let row = 0, y = y0; y < y1; row++, y += 50)
    for (let col = 0, x = x0 - (row % 2) * 60; x < x1; col++, x += 120)
      if (!skip(row, col))
        out += rect(
          Math.max(x, x0) + 3,
          y + 3,
          Math.min(114, x1 - Math.max(x, x0) - 3),
          44,
          colours[(row * 7 + col) % 4]!,
        );
  return out;
}

const drop = (x: number, y: number, s = 1) =>
  `<path d="M${x} ${y} q${14 * s} ${24 * s} 0 ${34 * s} q${-14 * s} ${-10 * s} 0 ${-34 * s}z" fill="#4aa3df"/>`;

/** Bathroom: a basin under a tiled splashback, its tap dripping. */
export const basinDripping = () =>
  svg(
    tiles(0, 0, W, 560, 150, '#eef3f6') +
      rect(0, 560, W, 340, '#e4e0da') +
      `<path d="M300 520 h600 q0 170 -300 190 q-300 -20 -300 -190z" fill="#ffffff" stroke="#b9c0c6" stroke-width="6"/>` +
      rect(280, 500, 640, 40, '#f7f9fa', 'rx="16" stroke="#b9c0c6" stroke-width="6"') +
      rect(560, 390, 80, 120, '#a7b0b8', 'rx="10"') +
      rect(560, 390, 200, 44, '#a7b0b8', 'rx="18"') +
      rect(730, 420, 30, 50, '#8f99a2', 'rx="8"') +
      rect(535, 360, 130, 34, '#c3cad0', 'rx="12"') +
      drop(745, 490) +
      drop(745, 560, 0.8) +
      `<ellipse cx="745" cy="640" rx="60" ry="14" fill="#9fd0ef"/>` +
      `<path d="M700 640 q-10 30 -60 40" stroke="#c7a16a" stroke-width="8" fill="none" opacity="0.6"/>`,
  );

/** Bathroom: a tiled wall with one cracked tile, a chip missing from its corner. */
export const crackedTile = () =>
  svg(
    tiles(0, 0, W, H, 180, '#dfeef0') +
      `<path d="M548 372 L600 420 L584 455 L650 480 L636 510 L712 532" stroke="#3d4448" stroke-width="9" fill="none" stroke-linejoin="round"/>` +
      `<path d="M600 420 L655 398 L700 368 M584 455 L556 520" stroke="#3d4448" stroke-width="5" fill="none"/>` +
      `<polygon points="683 537 717 537 717 500" fill="#9fb0b3"/>`,
  );

/** An internal door in its frame, scuffed at the top where it sticks. */
export const stickingDoor = () =>
  svg(
    rect(0, 0, W, H, '#efe6d6') +
      rect(0, 800, W, 100, '#9a7b5a') +
      rect(400, 80, 400, 730, '#f4f1ea') +
      rect(420, 100, 360, 710, '#b27a45') +
      rect(460, 140, 280, 260, '#a06a38', 'rx="6"') +
      rect(460, 450, 280, 300, '#a06a38', 'rx="6"') +
      `<circle cx="735" cy="450" r="16" fill="#d9c07a"/>` +
      rect(700, 440, 40, 20, '#d9c07a', 'rx="8"') +
      `<path d="M690 104 l80 0 M705 112 l70 0 M720 120 l55 0" stroke="#e9dcc6" stroke-width="5"/>` +
      `<path d="M780 100 l0 90" stroke="#6b4a2a" stroke-width="6"/>`,
  );

/** A slate roof with one slate slipped out of its row. */
export const slippedSlates = () => {
  let rows = rect(0, 0, W, 200, '#a9d1ee') + rect(0, 180, W, 720, '#3d4650');
  for (let row = 0, y = 190; y < H; row++, y += 90)
    for (let x = -(row % 2) * 75; x < W; x += 150)
      if (!(row === 3 && x === 450)) rows += rect(x + 4, y, 142, 86, row % 2 ? '#56616c' : '#5d6873', 'rx="3"');
  return svg(
    rows +
      rect(450, 460, 150, 86, '#c49a6c') +
      rect(450, 490, 150, 16, '#8f6a43') +
      `<g transform="rotate(18 560 640)">${rect(500, 600, 142, 86, '#5d6873', 'rx="3" stroke="#2e353c" stroke-width="4"')}</g>` +
      rect(0, 170, W, 24, '#6d6460'),
  );
};

/** The gutter over a porch, leaking at a joint and staining the wall below. */
export const leakingGutter = () =>
  svg(
    rect(0, 0, W, 160, '#a9d1ee') +
      bricks(0, 160, W, H) +
      `<path d="M0 260 L1200 260 L1200 130 L0 130z" fill="#4a525a"/>` +
      rect(0, 250, W, 46, '#2f3438', 'rx="20"') +
      rect(560, 246, 22, 54, '#5a6168') +
      `<path d="M540 300 q30 180 10 420 q50 -60 60 -420z" fill="#5d3a2a" opacity="0.45"/>` +
      drop(571, 330) +
      drop(571, 430, 0.9) +
      drop(571, 560, 0.8) +
      `<ellipse cx="571" cy="860" rx="120" ry="22" fill="#6c8ea6" opacity="0.6"/>`,
  );

/** A garden wall fallen in the middle, its bricks on the grass. */
export const fallenWall = () => {
  const gap = (row: number, col: number) => row < 6 - Math.abs(col - 5) && col > 2 && col < 8;
  let loose = '';
  for (const [x, y, r] of [
    [420, 780, 12],
    [560, 800, -20],
    [690, 770, 35],
    [500, 840, 5],
    [780, 830, -8],
  ] as const)
    loose += `<g transform="rotate(${r} ${x + 57} ${y + 22})">${rect(x, y, 114, 44, '#a4492f')}</g>`;
  return svg(rect(0, 0, W, H, '#b8dcf0') + bricks(0, 380, W, 740, gap) + rect(0, 740, W, 160, '#6fa24a') + loose);
};

/** A fence panel with a broken board, leaning over patchy ground. */
export const brokenFence = () => {
  let boards = '';
  for (let x = 150; x < 1050; x += 75)
    boards +=
      x === 600
        ? `<path d="M${x + 4} 330 h67 v140 l-30 40 l-37 -30z" fill="#8a5a34"/>`
        : rect(x + 4, x === 675 ? 300 : 250, 67, 480, '#9c6a3f', 'rx="4"');
  return svg(
    rect(0, 0, W, 560, '#b8dcf0') +
      rect(0, 560, W, 340, '#76a64e') +
      `<ellipse cx="300" cy="800" rx="160" ry="40" fill="#8b6a48"/><ellipse cx="900" cy="760" rx="120" ry="30" fill="#8b6a48"/>` +
      `<g transform="rotate(-4 600 730)">${rect(120, 230, 40, 520, '#6e4a2c')}${rect(1040, 230, 40, 520, '#6e4a2c')}${boards}${rect(150, 330, 900, 26, '#7c5232')}${rect(150, 620, 900, 26, '#7c5232')}</g>` +
      `<path d="M640 780 l70 -20 l8 20 l-70 22z" fill="#8a5a34"/>`,
  );
};

/** A back garden of bare earth, the new patio marked out with pegs and string. */
export const gardenToLay = () =>
  svg(
    rect(0, 0, W, 300, '#b8dcf0') +
      rect(0, 220, W, 120, '#9c6a3f') +
      `<path d="M0 340 L1200 340 L1200 900 L0 900z" fill="#8b6a48"/>` +
      `<ellipse cx="200" cy="420" rx="120" ry="30" fill="#76a64e"/><ellipse cx="1000" cy="820" rx="180" ry="50" fill="#76a64e"/>` +
      `<polygon points="420 480 860 480 960 760 320 760" fill="none" stroke="#f2f2f2" stroke-width="5"/>` +
      [
        [420, 480],
        [860, 480],
        [960, 760],
        [320, 760],
      ]
        .map(([x, y]) => rect(x! - 8, y! - 40, 16, 48, '#d9b98a'))
        .join(''),
  );

/** A double-glazed kitchen window with a cracked, misted pane. */
export const crackedWindow = () =>
  svg(
    rect(0, 0, W, H, '#e8e2d4') +
      rect(250, 120, 700, 560, '#fbfbfb', 'rx="8"') +
      rect(285, 155, 300, 490, '#bfe0f2') +
      rect(615, 155, 300, 490, '#bfe0f2') +
      rect(615, 155, 300, 490, '#ffffff', 'opacity="0.45"') +
      `<path d="M760 400 L700 300 L680 200 M760 400 L860 330 L905 260 M760 400 L880 480 M760 400 L720 560 L690 640 M760 400 L640 430" stroke="#ffffff" stroke-width="5" fill="none"/>` +
      `<path d="M760 400 L700 300 M760 400 L880 480 M760 400 L720 560" stroke="#7f8c95" stroke-width="2" fill="none"/>` +
      rect(200, 680, 800, 40, '#f4f4f4') +
      rect(0, 720, W, 180, '#6f7f8c'),
  );

/** A combi boiler on a kitchen wall, its pipes below. */
export const boiler = () =>
  svg(
    rect(0, 0, W, H, '#dfe7e2') +
      rect(420, 120, 360, 500, '#fafafa', 'rx="20" stroke="#c9cfd3" stroke-width="6"') +
      rect(500, 480, 200, 70, '#263238', 'rx="8"') +
      `<text x="600" y="528" font-family="sans-serif" font-size="40" fill="#7cf29a" text-anchor="middle">60</text>` +
      `<circle cx="480" cy="580" r="14" fill="#90a4ae"/><circle cx="720" cy="580" r="14" fill="#90a4ae"/>` +
      [470, 540, 600, 660, 730].map((x, i) => rect(x - 10, 620, 20, 280, i === 2 ? '#f2c94c' : '#c8773f')).join(''),
  );

/** A front door with an old euro cylinder lock. */
export const frontDoorLock = () =>
  svg(
    rect(0, 0, W, H, '#d9d2c5') +
      rect(300, 40, 600, 860, '#f1efe9') +
      rect(330, 70, 540, 830, '#1f4e79') +
      rect(380, 120, 440, 260, '#245b8c', 'rx="6"') +
      rect(480, 480, 240, 60, '#c9a43c', 'rx="8"') +
      rect(760, 420, 50, 240, '#c9a43c', 'rx="14"') +
      `<circle cx="785" cy="600" r="20" fill="#8d7430"/>` +
      `<path d="M785 600 v30" stroke="#8d7430" stroke-width="14" stroke-linecap="round"/>`,
  );
