include placement::deps
