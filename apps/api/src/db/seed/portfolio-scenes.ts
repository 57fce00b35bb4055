/**
 * Flat illustrations of finished work for the demo tradespeople's portfolios (issue 17), drawn with
 * the job photos' helpers on the same 1200 x 900 canvas: no image files are shipped, no people.
 */
import { bricks, H, rect, svg, tiles, W } from './job-photo-scenes.js';

const SKY = '#a9d1ee';
const GRASS = '#6fae4f';

/** A new bathroom: tiled walls, a white bath with a chrome mixer, a basin on a wooden vanity. */
export const newBathroom = () =>
  svg(
    tiles(0, 0, W, 640, 160, '#e8f1f3') +
      rect(0, 640, W, 260, '#cfd6da') +
      rect(80, 470, 560, 200, '#ffffff', 'rx="24" stroke="#b9c0c6" stroke-width="6"') +
      rect(300, 400, 24, 80, '#a7b0b8', 'rx="8"') +
      rect(300, 400, 90, 22, '#a7b0b8', 'rx="10"') +
      rect(780, 520, 300, 160, '#9a6b43', 'rx="8"') +
      rect(800, 545, 120, 110, '#875c38', 'rx="6"') +
      rect(940, 545, 120, 110, '#875c38', 'rx="6"') +
      `<ellipse cx="930" cy="515" rx="120" ry="26" fill="#ffffff" stroke="#b9c0c6" stroke-width="6"/>` +
      rect(920, 440, 20, 70, '#a7b0b8', 'rx="8"') +
      rect(820, 140, 220, 260, '#dfeef6', 'rx="16" stroke="#a7b0b8" stroke-width="10"'),
  );

/** A new basin on a tiled splashback, its mixer tap and waste shining. */
export const newBasin = () =>
  svg(
    tiles(0, 0, W, 560, 150, '#f1ede6') +
      rect(0, 560, W, 340, '#e4e0da') +
      `<path d="M300 520 h600 q0 170 -300 190 q-300 -20 -300 -190z" fill="#ffffff" stroke="#b9c0c6" stroke-width="6"/>` +
      rect(280, 500, 640, 40, '#f7f9fa', 'rx="16" stroke="#b9c0c6" stroke-width="6"') +
      rect(570, 390, 60, 120, '#c3cad0', 'rx="10"') +
      rect(570, 390, 170, 40, '#c3cad0', 'rx="18"') +
      rect(560, 350, 80, 30, '#d5dade', 'rx="12"') +
      `<circle cx="600" cy="600" r="16" fill="#c3cad0"/>`,
  );

/** A new consumer unit on a board: neat rows of breakers, a main switch, labelled circuits. */
export const consumerUnit = () => {
  let breakers = '';
  for (let i = 0; i < 10; i++) {
    const x = 300 + i * 62;
    breakers += rect(x, 380, 50, 150, '#f4f4f2', 'rx="6" stroke="#9aa1a6" stroke-width="3"');
    breakers += rect(x + 15, 420, 20, 40, i % 5 === 0 ? '#2c6fb7' : '#3a3f44', 'rx="4"');
    breakers += rect(x + 5, 545, 40, 18, '#ffffff', 'stroke="#9aa1a6" stroke-width="2"');
  }
  return svg(
    rect(0, 0, W, H, '#e9e4da') +
      rect(180, 220, 840, 460, '#c79a62', 'rx="6"') +
      rect(220, 280, 760, 340, '#ffffff', 'rx="18" stroke="#b9c0c6" stroke-width="6"') +
      rect(250, 360, 700, 220, '#e6e8ea', 'rx="8"') +
      breakers +
      rect(240, 300, 120, 40, '#d8252b', 'rx="8"') +
      rect(820, 640, 120, 24, '#3a3f44', 'rx="6"') +
      `<path d="M880 680 v220" stroke="#3a3f44" stroke-width="18"/>`,
  );
};

/** A wall with two new double sockets, one with a USB charger, and a fresh switch. */
export const newSockets = () =>
  svg(
    rect(0, 0, W, H, '#f3efe6') +
      rect(0, 780, W, 120, '#c9b79b') +
      rect(0, 770, W, 20, '#ffffff') +
      [200, 700]
        .map(
          (x) =>
            rect(x, 560, 300, 150, '#ffffff', 'rx="16" stroke="#c7ccd0" stroke-width="5"') +
            rect(x + 40, 600, 16, 36, '#3a3f44') +
            rect(x + 80, 600, 16, 36, '#3a3f44') +
            rect(x + 60, 580, 16, 28, '#3a3f44') +
            rect(x + 180, 600, 16, 36, '#3a3f44') +
            rect(x + 220, 600, 16, 36, '#3a3f44') +
            rect(x + 200, 580, 16, 28, '#3a3f44'),
        )
        .join('') +
      rect(860, 660, 40, 16, '#3a3f44', 'rx="4"') +
      rect(540, 200, 120, 120, '#ffffff', 'rx="14" stroke="#c7ccd0" stroke-width="5"') +
      rect(580, 220, 40, 80, '#eef0f2', 'rx="8" stroke="#c7ccd0" stroke-width="3"'),
  );

/** A rebuilt garden wall with a stone coping, on a mown lawn. */
export const rebuiltWall = () =>
  svg(
    rect(0, 0, W, 700, SKY) +
      `<circle cx="1020" cy="120" r="60" fill="#ffd966"/>` +
      rect(0, 680, W, 220, GRASS) +
      bricks(60, 440, 1140, 700) +
      rect(40, 400, 1120, 44, '#c9c2b4', 'rx="6"'),
  );

/** A new brick pier and gate post at the end of a wall. */
export const brickPier = () =>
  svg(
    rect(0, 0, W, 360, SKY) +
      rect(0, 700, W, 200, '#b8ada0') +
      bricks(0, 460, 600, 720) +
      bricks(600, 300, 840, 720) +
      rect(580, 270, 280, 40, '#c9c2b4', 'rx="6"') +
      rect(900, 420, 24, 300, '#2f3438') +
      rect(900, 440, 260, 18, '#2f3438') +
      rect(900, 660, 260, 18, '#2f3438') +
      [960, 1020, 1080, 1140].map((x) => rect(x, 440, 14, 238, '#2f3438')).join('') +
      rect(0, 430, 600, 34, '#c9c2b4', 'rx="6"'),
  );

/** A laid patio of sandstone slabs next to the lawn, a planter at its edge. */
export const laidPatio = () => {
  const colours = ['#d9c7a5', '#cdb993', '#e2d3b5', '#c9b58f'];
  let slabs = rect(0, 380, W, 520, '#9d9485');
  for (let row = 0, y = 380; y < H; row++, y += 130)
    for (let col = 0, x = -(row % 2) * 100; x < W; col++, x += 200)
      slabs += rect(x + 5, y + 5, 190, 120, colours[(row * 3 + col) % 4]!, 'rx="4"');
  return svg(
    rect(0, 0, W, 260, SKY) +
      rect(0, 260, W, 130, GRASS) +
      rect(0, 240, W, 30, '#8a6b4a') +
      slabs +
      rect(960, 440, 180, 140, '#7b5a3c', 'rx="10"') +
      `<circle cx="1010" cy="430" r="50" fill="#4f8f3a"/><circle cx="1090" cy="420" r="56" fill="#5fa045"/>`,
  );
};

/** A new lawn with straight edges and a fresh fence behind. */
export const newLawn = () => {
  let fence = '';
  for (let x = 0; x < W; x += 150) fence += rect(x + 6, 220, 138, 260, '#a9794e') + rect(x, 200, 12, 290, '#7b5a3c');
  return svg(
    rect(0, 0, W, 260, SKY) +
      fence +
      rect(0, 480, W, 420, GRASS) +
      Array.from({ length: 7 }, (_, i) => rect(0, 510 + i * 60, W, 30, '#7fbb5c')).join('') +
      rect(0, 470, W, 20, '#8a6b4a'),
  );
};

/** Plant beds along a new path of gravel. */
export const gravelPath = () =>
  svg(
    rect(0, 0, W, 300, SKY) +
      rect(0, 300, W, 600, GRASS) +
      `<path d="M480 900 L560 300 L640 300 L720 900z" fill="#d8d2c4"/>` +
      `<path d="M480 900 L560 300 M720 900 L640 300" stroke="#8a7f6e" stroke-width="8"/>` +
      [
        [200, 520, '#d94f70'],
        [300, 700, '#f2b134'],
        [160, 820, '#8e5cc4'],
        [980, 520, '#f2b134'],
        [900, 700, '#d94f70'],
        [1040, 820, '#8e5cc4'],
      ]
        .map(
          ([x, y, c]) =>
            `<circle cx="${x}" cy="${y}" r="60" fill="#3f7d2f"/><circle cx="${x}" cy="${y}" r="22" fill="${c}"/>`,
        )
        .join(''),
  );

/** A freshly painted living room: a sage feature wall, white skirting, a framed picture. */
export const featureWall = () =>
  svg(
    rect(0, 0, 360, H, '#f2efe8') +
      rect(360, 0, 840, H, '#8fa88a') +
      rect(0, 760, W, 140, '#b08a62') +
      rect(0, 730, W, 34, '#ffffff') +
      rect(640, 240, 300, 220, '#f7f4ee', 'stroke="#3a3f44" stroke-width="14"') +
      `<path d="M660 440 L760 320 L840 400 L880 360 L920 440z" fill="#d9a066"/>` +
      rect(420, 560, 460, 170, '#c9c2b4', 'rx="20"') +
      rect(440, 500, 420, 90, '#d8d1c3', 'rx="20"'),
  );

/** A hallway in fresh paint and new wallpaper below a white dado rail. */
export const hallway = () => {
  let stripes = '';
  for (let x = 0; x < W; x += 60) stripes += rect(x, 450, 30, 340, '#d7c9e6');
  return svg(
    rect(0, 0, W, 450, '#f6f0e1') +
      rect(0, 450, W, 340, '#efe8f6') +
      stripes +
      rect(0, 430, W, 30, '#ffffff') +
      rect(0, 790, W, 110, '#7b5a3c') +
      rect(0, 770, W, 26, '#ffffff') +
      rect(760, 120, 260, 650, '#ffffff') +
      rect(780, 140, 220, 630, '#2d5d7b') +
      `<circle cx="970" cy="470" r="12" fill="#d9c07a"/>`,
  );
};
