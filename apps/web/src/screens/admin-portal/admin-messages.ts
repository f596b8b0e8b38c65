/** The admin portal's texts: SPEC §2 'Admin dashboard' and §8 'Admin toasts', word for word. */
export const ADMIN_TOASTS = {
  userTierUpdated: { title: 'Success', description: 'User tier updated successfully' },
  userTierFailed: { title: 'Error', description: 'Failed to update user tier' },
  userRoleUpdated: { title: 'Success', description: 'User role updated successfully' },
  userRoleFailed: { title: 'Error', description: 'Failed to update user role' },
  iconTierUpdated: { title: 'Success', description: 'Icon tier updated successfully' },
  /** SPEC: 'the server message, or' this. */
  iconTierFailed: 'Failed to update icon tier',
  iconUpdated: { title: 'Success', description: 'Icon updated successfully' },
  iconUpdateFailed: { title: 'Error', description: 'Failed to update icon' },
  iconDeleted: { title: 'Success', description: 'Icon deleted successfully' },
  iconDeleteFailed: { title: 'Error', description: 'Failed to delete icon' },
  iconCreated: { title: 'Success', description: 'Icon created successfully' },
  iconCreateFailed: { title: 'Error', description: 'Failed to create icon' },
} as const;

export const ADMIN_TEXTS = {
  statTotalUsers: 'Total Users',
  statDau: 'Daily Active Users (24h)',
  statWau: 'Weekly Active (7d)',
  statMau: 'Monthly Active (30d)',
  tabOverview: 'Overview',
  tabUsers: 'User Management',
  tabIconSettings: 'Icon Settings',
  tabIconManagement: 'Icon Management',
  never: 'Never',
  addIconTitle: 'Add New Icon',
  editIconTitle: 'Edit Icon',
  iconLibrary: 'Icon Library',
  iconNameExample: 'custom_icon',
} as const;
