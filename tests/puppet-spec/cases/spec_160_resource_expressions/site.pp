notify { 3.0: }
