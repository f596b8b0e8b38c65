/**
 * The built-in icon catalog: SPEC §3's 7 free icons and 110 premium ones over the 10 categories.
 * Artwork: @tabler/icons outline (MIT), copied into packages/db/icons by scripts/sync-icons.ts.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { iconFilePath, type CategoryId, type Tier } from '@taper/domain';

export interface BuiltInIcon {
  id: string; // = name
  name: string;
  displayName: string;
  description: string;
  category: CategoryId;
  tier: Tier;
  filename: string; // {name}.svg
  filePath: string; // /icons/{category}/{name}.svg
  /** The @tabler/icons outline file the artwork comes from. */
  tablerName: string;
}

type Source = readonly [name: string, displayName: string, tablerName: string, description: string];

const FREE: Record<CategoryId, readonly Source[]> = {
  beverage: [
    ['coffee', 'Coffee', 'coffee', 'Cups of coffee'],
    ['beer', 'Beer', 'beer', 'Beers and other alcohol'],
  ],
  food: [['fastfood', 'Fast Food', 'burger', 'Fast food meals']],
  technology: [['smartphone', 'Smartphone', 'device-mobile', 'Phone pick-ups and screen time']],
  social: [['social_media', 'Social Media', 'social', 'Time on social networks']],
  communication: [],
  health: [['smoking', 'Smoking', 'smoking', 'Cigarettes']],
  mental: [],
  lifestyle: [],
  financial: [['shopping_cart', 'Shopping', 'shopping-cart', 'Purchases and shopping trips']],
  work: [],
};

const PREMIUM: Record<CategoryId, readonly Source[]> = {
  beverage: [
    ['wine', 'Wine', 'glass-full', 'Glasses of wine'],
    ['cocktail', 'Cocktails', 'glass-cocktail', 'Mixed drinks'],
    ['champagne', 'Champagne', 'glass-champagne', 'Sparkling wine'],
    ['spirits', 'Spirits', 'glass', 'Whisky, vodka and other spirits'],
    ['soda', 'Soda', 'bottle', 'Soft drinks'],
    ['energy_drink', 'Energy Drinks', 'bolt', 'Energy drinks'],
    ['tea', 'Tea', 'cup', 'Cups of caffeinated tea'],
    ['bubble_tea', 'Bubble Tea', 'bubble-tea', 'Sweet bubble tea'],
    ['milkshake', 'Milkshakes', 'milkshake', 'Milkshakes and sweet drinks'],
    ['mug', 'Hot Drinks', 'mug', 'Sugary hot drinks'],
    ['juice', 'Juice', 'lemon', 'Sweetened juices'],
  ],
  food: [
    ['candy', 'Candy', 'candy', 'Sweets and candy'],
    ['chocolate', 'Chocolate', 'chocolate', 'Chocolate bars'],
    ['cake', 'Cake', 'cake', 'Cakes and pastries'],
    ['pizza', 'Pizza', 'pizza', 'Pizza slices'],
    ['ice_cream', 'Ice Cream', 'ice-cream', 'Ice cream'],
    ['cookies', 'Cookies', 'cookie', 'Cookies and biscuits'],
    ['red_meat', 'Red Meat', 'meat', 'Red meat servings'],
    ['salt', 'Salt', 'salt', 'Added salt'],
    ['bread', 'White Bread', 'bread', 'Refined bread'],
    ['lollipop', 'Sugary Snacks', 'lollipop', 'Sugary snacks'],
    ['processed_meat', 'Processed Meat', 'sausage', 'Sausages and processed meat'],
  ],
  technology: [
    ['video_games', 'Video Games', 'device-gamepad-2', 'Gaming sessions'],
    ['television', 'Television', 'device-tv', 'Hours of TV'],
    ['laptop', 'Laptop', 'device-laptop', 'Leisure laptop time'],
    ['tablet', 'Tablet', 'device-tablet', 'Tablet screen time'],
    ['headphones', 'Headphones', 'headphones', 'Hours with headphones on'],
    ['streaming', 'Streaming', 'player-play', 'Streaming video'],
    ['youtube', 'YouTube', 'brand-youtube', 'YouTube videos'],
    ['netflix', 'Netflix', 'brand-netflix', 'Netflix episodes'],
    ['notifications', 'Notifications', 'bell', 'Notification checks'],
    ['computer', 'Computer', 'device-desktop', 'Time at the computer after hours'],
    ['news', 'News', 'news', 'News refreshes'],
  ],
  social: [
    ['facebook', 'Facebook', 'brand-facebook', 'Time on Facebook'],
    ['instagram', 'Instagram', 'brand-instagram', 'Time on Instagram'],
    ['tiktok', 'TikTok', 'brand-tiktok', 'Time on TikTok'],
    ['x_twitter', 'X (Twitter)', 'brand-x', 'Time on X'],
    ['reddit', 'Reddit', 'brand-reddit', 'Time on Reddit'],
    ['snapchat', 'Snapchat', 'brand-snapchat', 'Time on Snapchat'],
    ['linkedin', 'LinkedIn', 'brand-linkedin', 'Time on LinkedIn'],
    ['pinterest', 'Pinterest', 'brand-pinterest', 'Time on Pinterest'],
    ['threads', 'Threads', 'brand-threads', 'Time on Threads'],
    ['discord', 'Discord', 'brand-discord', 'Time on Discord'],
    ['twitch', 'Twitch', 'brand-twitch', 'Time on Twitch'],
  ],
  communication: [
    ['texting', 'Texting', 'message', 'Text messages sent'],
    ['phone_calls', 'Phone Calls', 'phone', 'Phone calls'],
    ['email', 'Email', 'mail', 'Email checks'],
    ['group_chats', 'Group Chats', 'messages', 'Group chat time'],
    ['whatsapp', 'WhatsApp', 'brand-whatsapp', 'WhatsApp messages'],
    ['telegram', 'Telegram', 'brand-telegram', 'Telegram messages'],
    ['video_calls', 'Video Calls', 'video', 'Video calls'],
    ['gossip', 'Gossip', 'message-circle', 'Gossip and idle talk'],
    ['complaining', 'Complaining', 'message-report', 'Complaints voiced'],
    ['interrupting', 'Interrupting', 'message-dots', 'Interrupting others'],
    ['voice_messages', 'Voice Messages', 'microphone', 'Voice messages sent'],
  ],
  health: [
    ['painkillers', 'Painkillers', 'pill', 'Painkillers taken'],
    ['supplements', 'Supplements', 'capsule', 'Caffeine or other pills'],
    ['sitting', 'Sitting', 'armchair', 'Hours sitting'],
    ['nail_biting', 'Nail Biting', 'hand-stop', 'Nail biting'],
    ['late_snacking', 'Late Snacking', 'moon', 'Snacks after dinner'],
    ['sleeping_in', 'Sleeping In', 'bed', 'Oversleeping'],
    ['sugar', 'Sugar', 'cookie-man', 'Added sugar'],
    ['skipped_workouts', 'Skipped Workouts', 'barbell', 'Workouts skipped'],
    ['eye_strain', 'Eye Strain', 'eye', 'Screen time without breaks'],
    ['junk_calories', 'Excess Calories', 'scale', 'Calories over plan'],
    ['sunless_days', 'Days Indoors', 'sun-off', 'Days without going outside'],
  ],
  mental: [
    ['procrastination', 'Procrastination', 'hourglass', 'Tasks put off'],
    ['negative_thoughts', 'Negative Thoughts', 'cloud-storm', 'Negative thought spirals'],
    ['overthinking', 'Overthinking', 'brain', 'Overthinking episodes'],
    ['worry', 'Worry', 'mood-nervous', 'Time spent worrying'],
    ['anger', 'Anger', 'mood-angry', 'Angry outbursts'],
    ['sadness', 'Rumination', 'mood-sad', 'Dwelling on the past'],
    ['self_criticism', 'Self-Criticism', 'mood-sad-2', 'Harsh self-talk'],
    ['perfectionism', 'Perfectionism', 'target', 'Perfectionist rework'],
    ['impatience', 'Impatience', 'clock-exclamation', 'Impatient moments'],
    ['confusion', 'Indecision', 'mood-confused', 'Time stuck deciding'],
    ['doomscrolling', 'Doomscrolling', 'repeat', 'Endless scrolling'],
  ],
  lifestyle: [
    ['late_nights', 'Late Nights', 'moon-stars', 'Going to bed late'],
    ['snoozing', 'Snoozing', 'alarm-snooze', 'Snooze button presses'],
    ['gambling', 'Gambling', 'dice', 'Bets and games of chance'],
    ['card_games', 'Card Games', 'cards', 'Card games for money'],
    ['fast_fashion', 'Fast Fashion', 'shirt', 'Clothes bought'],
    ['car_trips', 'Car Trips', 'car', 'Short car trips'],
    ['takeout', 'Takeout', 'paper-bag', 'Takeout orders'],
    ['partying', 'Partying', 'confetti', 'Nights out'],
    ['flights', 'Flights', 'plane', 'Flights taken'],
    ['single_use_plastic', 'Single-Use Plastic', 'bottle-off', 'Disposable plastic items'],
    ['food_waste', 'Waste', 'trash', 'Things thrown away'],
  ],
  financial: [
    ['impulse_buying', 'Impulse Buying', 'credit-card', 'Unplanned purchases'],
    ['online_shopping', 'Online Shopping', 'shopping-bag', 'Online orders'],
    ['lottery', 'Lottery', 'ticket', 'Lottery tickets'],
    ['subscriptions', 'Subscriptions', 'receipt', 'New subscriptions'],
    ['coins', 'Small Spending', 'coins', 'Small everyday spending'],
    ['cash', 'Cash Spending', 'cash', 'Cash spent'],
    ['crypto_trading', 'Crypto Trading', 'currency-bitcoin', 'Crypto trades'],
    ['day_trading', 'Day Trading', 'chart-line', 'Stock trades'],
    ['wallet', 'Spending', 'wallet', 'Money spent'],
    ['eating_out', 'Eating Out', 'tools-kitchen-2', 'Restaurant meals'],
    ['amazon', 'Amazon', 'brand-amazon', 'Amazon orders'],
  ],
  work: [
    ['overtime', 'Overtime', 'clock', 'Hours worked overtime'],
    ['meetings', 'Meetings', 'users-group', 'Meetings attended'],
    ['email_checking', 'Email Checking', 'mail-opened', 'Inbox checks'],
    ['multitasking', 'Multitasking', 'stack-2', 'Tasks juggled at once'],
    ['late_work', 'Working Late', 'briefcase', 'Working late'],
    ['weekend_work', 'Weekend Work', 'calendar', 'Weekend work sessions'],
    ['context_switching', 'Context Switching', 'arrows-shuffle', 'Context switches'],
    ['distractions', 'Distractions', 'bell-ringing', 'Distractions during focus time'],
    ['slack', 'Slack', 'brand-slack', 'Slack checks'],
    ['deadlines', 'Missed Deadlines', 'calendar-due', 'Deadlines missed'],
    ['busywork', 'Busywork', 'checklist', 'Low-value tasks'],
  ],
};

function build(sources: Record<CategoryId, readonly Source[]>, tier: Tier): BuiltInIcon[] {
  return Object.entries(sources).flatMap(([category, entries]) =>
    entries.map(([name, displayName, tablerName, description]) => ({
      id: name,
      name,
      displayName,
      description,
      category: category as CategoryId,
      tier,
      filename: `${name}.svg`,
      filePath: iconFilePath({ category, name }),
      tablerName,
    })),
  );
}

/** Free icons first (in SPEC order within categories), then premium ones by category. */
export const BUILT_IN_ICONS: readonly BuiltInIcon[] = [
  ...build(FREE, 'FREE'),
  ...build(PREMIUM, 'PREMIUM'),
];

const byId = new Map(BUILT_IN_ICONS.map((icon) => [icon.id, icon]));

export function findBuiltInIcon(id: string): BuiltInIcon | undefined {
  return byId.get(id);
}

/** The committed SVG files: packages/db/icons/{category}/{name}.svg. */
export const BUILT_IN_ICONS_DIR = fileURLToPath(new URL('../../icons', import.meta.url));

/**
 * The file of a built-in icon on disk, or undefined for an unknown id. Files stay in the folder of
 * the catalog's category even when an admin moves the icon to another category.
 */
export function builtInIconFile(id: string): string | undefined {
  const icon = byId.get(id);
  return icon && path.join(BUILT_IN_ICONS_DIR, icon.category, icon.filename);
}
