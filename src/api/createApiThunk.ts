import { createAsyncThunk } from '@reduxjs/toolkit';
import { toFailure, type ApiFailure } from './errors';

/**
 * createAsyncThunk for an API call: a failure is rejected with a serialisable ApiFailure (message and field
 * errors), so components can `unwrap()` it into a toast or a form's errors.
 */
export function createApiThunk<Returned, Arg = void>(type: string, call: (arg: Arg) => Promise<Returned>) {
  return createAsyncThunk<Returned, Arg, { rejectValue: ApiFailure }>(type, async (arg, { rejectWithValue }) => {
    try {
      return await call(arg);
    } catch (error) {
      return rejectWithValue(toFailure(error));
    }
  });
}
