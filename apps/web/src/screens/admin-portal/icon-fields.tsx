import {
  CATEGORIES,
  ICON_VISIBILITIES,
  TIERS,
  type CategoryId,
  type IconVisibility,
  type Tier,
} from '@taper/domain';
import { plainChoices, SelectField, type Choice, type SelectFieldProps } from '@taper/ui';
import { ADMIN_TEXTS } from './admin-messages';

const CATEGORY_CHOICES: Choice<CategoryId>[] = CATEGORIES.map((category) => ({
  value: category.id,
  label: category.name,
}));

export const TIER_CHOICES = plainChoices(TIERS);

const VISIBILITY_CHOICES: Choice<IconVisibility>[] = ICON_VISIBILITIES.map((visibility) => ({
  value: visibility,
  label: visibility === 'enabled' ? 'Enabled' : 'Disabled (hidden from users)',
}));

/** An icon select's own props: the label and the choices are the field's. */
type IconSelectProps<T extends string> = Omit<SelectFieldProps<T>, 'label' | 'choices'>;

/** The icon's category, in the fixed category order. */
export function CategoryField(props: IconSelectProps<CategoryId>) {
  return <SelectField label={ADMIN_TEXTS.category} choices={CATEGORY_CHOICES} {...props} />;
}

/** Who may pick the icon: FREE (everyone) or PREMIUM. */
export function TierField(props: IconSelectProps<Tier>) {
  return <SelectField label={ADMIN_TEXTS.tier} choices={TIER_CHOICES} {...props} />;
}

/** Whether users see the icon at all. */
export function VisibilityField(props: IconSelectProps<IconVisibility>) {
  return <SelectField label={ADMIN_TEXTS.visibility} choices={VISIBILITY_CHOICES} {...props} />;
}
