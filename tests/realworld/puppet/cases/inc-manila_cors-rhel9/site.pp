include manila::cors
