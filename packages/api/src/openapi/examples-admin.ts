/** The admin portal's examples: the overview's figures, the users and the icon library. */
import type { OperationExample } from './operation-example';

const OK = { success: true };

export function adminExamples({
  user,
  icon,
  token,
}: {
  user: Record<string, unknown>;
  icon: Record<string, unknown>;
  token: string;
}): Record<string, OperationExample> {
  const adminUser = { ...user, habitCount: 2, lastLogin: '2025-03-15T08:30:00.000Z' };
  const adminIcon = { ...icon, visibility: 'enabled', enabledTier: 'FREE' };
  const uploadedIcon = {
    ...adminIcon,
    id: 'zen_mode',
    name: 'zen_mode',
    displayName: 'Zen Mode',
    category: 'mental',
    tier: 'PREMIUM',
    enabledTier: 'PREMIUM',
    filename: 'zen_mode.svg',
    filePath: '/icons/mental/zen_mode.svg',
    description: 'Zen Mode',
    isBuiltIn: 'false',
  };
  return {
    'admin-stats': {
      response: { totalUsers: 12, freeUsers: 10, premiumUsers: 2, dau: 4, wau: 8, mau: 11 },
    },
    'admin-daily': {
      response: [
        { date: '2025-03-14', signUps: 1, activeUsers: 5 },
        { date: '2025-03-15', signUps: 0, activeUsers: 4 },
      ],
    },
    'admin-users': { response: [adminUser] },
    'admin-setUserTier': {
      params: { id: 1 },
      request: { tier: 'PREMIUM' },
      response: { ...adminUser, tier: 'PREMIUM' },
    },
    'admin-setUserRole': {
      params: { id: 1 },
      request: { role: 'ADMIN' },
      response: { ...adminUser, role: 'ADMIN' },
    },
    'admin-icons': { response: [adminIcon, uploadedIcon] },
    'admin-createIcon': {
      request: {
        name: 'zen_mode',
        displayName: 'Zen Mode',
        category: 'mental',
        tier: 'PREMIUM',
        filePath: '/icons/mental/zen_mode.svg',
        isBuiltIn: 'false',
      },
      response: uploadedIcon,
    },
    'admin-setIconTier': {
      params: { id: 'coffee' },
      request: { tier: 'PREMIUM', category: 'beverage', visibility: 'enabled' },
      response: { ...adminIcon, tier: 'PREMIUM', enabledTier: 'PREMIUM' },
    },
    'admin-updateIcon': {
      params: { id: 'zen_mode' },
      request: { name: 'zen_mode', displayName: 'Zen', category: 'mental', tier: 'FREE' },
      response: { ...uploadedIcon, displayName: 'Zen', tier: 'FREE', enabledTier: 'FREE' },
    },
    'admin-deleteIcon': { params: { id: 'zen_mode' }, response: OK },
    'admin-uploadUrl': {
      request: { category: 'mental', fileName: 'zen_mode.svg' },
      response: { uploadURL: `https://taper.example.com/api/uploads/${token}` },
    },
    'uploads-put': {
      params: { token },
      request:
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9"/></svg>',
      response: { success: true, filePath: '/icons/mental/zen_mode.svg' },
    },
  };
}
