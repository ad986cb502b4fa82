        undef.unique
