class m($greeting) { notify { $greeting: } }
