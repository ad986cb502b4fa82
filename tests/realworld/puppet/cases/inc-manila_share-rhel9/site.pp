include manila::share
