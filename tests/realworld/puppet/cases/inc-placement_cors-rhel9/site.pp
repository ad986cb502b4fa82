include placement::cors
