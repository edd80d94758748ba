import { createAsyncThunk, type AsyncThunkOptions } from '@reduxjs/toolkit';
import { readFailure, type ApiFailure } from './errors';

/**
 * createAsyncThunk for an API call: a failure is rejected with a serialisable ApiFailure (message and field
 * errors), so components can `unwrap()` it into a toast or a form's errors. `options.condition` can skip a
 * call whose answer is already in the store or on its way.
 */
export function createApiThunk<Returned, Arg = void>(
  type: string,
  call: (arg: Arg) => Promise<Returned>,
  options?: AsyncThunkOptions<Arg, { rejectValue: ApiFailure }>,
) {
  return createAsyncThunk<Returned, Arg, { rejectValue: ApiFailure }>(
    type,
    async (arg, { rejectWithValue }) => {
      try {
        return await call(arg);
      } catch (error) {
        return rejectWithValue(readFailure(error));
      }
    },
    options,
  );
}
