// Word lists for the generated demo catalogue: each English word with its Chinese
// counterpart, so every game has a name in EN and CN.

export type Word = readonly [en: string, cn: string];

export const ADJECTIVES: readonly Word[] = [
  ['Golden', '黄金'], ['Lucky', '幸运'], ['Mystic', '神秘'], ['Royal', '皇家'],
  ['Wild', '狂野'], ['Fortune', '财富'], ['Dragon', '神龙'], ['Jade', '翡翠'],
  ['Crystal', '水晶'], ['Thunder', '雷霆'], ['Mega', '超级'], ['Diamond', '钻石'],
  ['Blazing', '烈焰'], ['Frozen', '冰封'], ['Ancient', '远古'], ['Magic', '魔法'],
  ['Sacred', '神圣'], ['Emperor', '帝王'], ['Ocean', '海洋'], ['Jungle', '丛林'],
  ['Cosmic', '宇宙'], ['Neon', '霓虹'], ['Ruby', '红宝石'], ['Silver', '白银'],
  ['Phoenix', '凤凰'], ['Tiger', '猛虎'], ['Panda', '熊猫'], ['Samurai', '武士'],
  ['Pirate', '海盗'], ['Viking', '维京'], ['Pharaoh', '法老'], ['Aztec', '阿兹特克'],
  ['Candy', '糖果'], ['Fruity', '缤纷水果'], ['Lotus', '莲花'], ['Midnight', '午夜'],
  ['Sunny', '阳光'], ['Happy', '欢乐'], ['Koi', '锦鲤'], ['Imperial', '御用'],
];

export const NOUNS: readonly Word[] = [
  ['Riches', '财宝'], ['Treasure', '宝藏'], ['Spins', '旋转'], ['Wheel', '转盘'],
  ['Gems', '宝石'], ['Empire', '帝国'], ['Quest', '探险'], ['Legends', '传说'],
  ['Palace', '宫殿'], ['Temple', '神庙'], ['Coins', '金币'], ['Kingdom', '王国'],
  ['Dreams', '梦想'], ['Wilds', '百搭'], ['Fever', '狂热'], ['Bonanza', '富矿'],
  ['Rush', '冲刺'], ['Blast', '爆破'], ['Party', '派对'], ['Garden', '花园'],
  ['Island', '岛屿'], ['Journey', '之旅'], ['Secrets', '秘密'], ['Warriors', '勇士'],
  ['Queen', '女王'], ['King', '国王'], ['Moon', '明月'], ['Stars', '星辰'],
  ['Hunter', '猎人'], ['Festival', '节日'], ['Mine', '矿山'], ['Express', '快车'],
  ['Heist', '大劫案'], ['Tales', '故事'], ['Harvest', '丰收'], ['Pearls', '珍珠'],
  ['Lanterns', '灯笼'], ['Carnival', '嘉年华'], ['Vault', '金库'], ['Oasis', '绿洲'],
];

export const SUFFIXES: readonly Word[] = [
  ['', ''], ['Deluxe', '豪华版'], ['Megaways', '百路'], ['Hold & Win', '聚宝'],
  ['II', '2'], ['Xmas', '圣诞版'], ['Power', '威力版'], ['Max', '极致版'],
];

/** Names by sub-category for the categories whose games are not slots. */
export const CLASSIFY_NOUNS: Readonly<Record<string, readonly Word[]>> = {
  SC: [['Scratch', '刮刮乐'], ['Scratch Cards', '刮刮卡']],
  VP: [['Poker', '扑克'], ['Video Poker', '视频扑克']],
  JP: [['Jackpot', '大奖'], ['Millions', '百万']],
  TG: [['Baccarat', '百家乐'], ['Dragon Tiger', '龙虎']],
  AC: [['Arcade', '街机'], ['Crash', '爆点']],
  BG: [['Bingo', '宾果'], ['Keno', '基诺']],
  FISH: [['Fishing', '捕鱼'], ['Fish Hunter', '捕鱼猎人']],
  LIVE: [['Baccarat', '百家乐'], ['Speed Baccarat', '极速百家乐'], ['VIP Baccarat', 'VIP百家乐']],
  PVP: [['Card Duel', '卡牌对决'], ['Bull Bull', '牛牛'], ['Pai Gow', '牌九']],
};
