notify { thing: }
