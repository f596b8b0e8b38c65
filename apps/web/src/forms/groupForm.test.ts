import { describe, expect, it } from 'vitest';
import {
  EMPTY_GROUP_FORM,
  groupFormProblem,
  groupFormToInput,
  habitToGroupForm,
} from './groupForm';

describe("a habit's group on its form", () => {
  it('sends no group as null, and a group with what one unit counts as', () => {
    expect(groupFormToInput(EMPTY_GROUP_FORM)).toEqual({ groupId: null });
    expect(groupFormToInput({ groupId: '3', countsAs: '2,3' })).toEqual({
      groupId: 3,
      countsAs: 2.3,
    });
    expect(habitToGroupForm({ groupId: 3, countsAs: 2.1 })).toEqual({
      groupId: '3',
      countsAs: '2.1',
    });
  });

  it("says what is wrong with 'counts as' in the domain's words", () => {
    expect(groupFormProblem({ groupId: '', countsAs: 'x' })).toBeUndefined();
    expect(groupFormProblem({ groupId: '3', countsAs: '2.3' })).toBeUndefined();
    expect(groupFormProblem({ groupId: '3', countsAs: '0' })).toBe('Counts as is more than 0');
    expect(groupFormProblem({ groupId: '3', countsAs: '1001' })).toBe('Counts as is at most 1000');
    expect(groupFormProblem({ groupId: '3', countsAs: '' })).toBeDefined();
  });
});
