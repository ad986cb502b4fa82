include apache::dev
