        # line 1
        # line 2
        return()
