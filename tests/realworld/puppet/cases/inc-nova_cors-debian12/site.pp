include nova::cors
