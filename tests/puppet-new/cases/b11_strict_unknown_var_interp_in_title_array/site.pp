notify { ["a-${zz}", 'b']: }
