getvar('facts.os.family') # results in the value of $facts['os']['family']
