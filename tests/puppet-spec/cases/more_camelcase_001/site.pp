notify { 'abc_def'.camelcase: }
