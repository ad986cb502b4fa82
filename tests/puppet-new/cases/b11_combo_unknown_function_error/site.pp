notify { nosuchfn('a'): }
