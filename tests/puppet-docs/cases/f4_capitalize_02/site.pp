['abc', 'bcd'].capitalize()
capitalize(['abc', 'bcd'])
