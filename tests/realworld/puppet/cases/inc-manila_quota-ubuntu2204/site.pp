include manila::quota
