include placement::logging
