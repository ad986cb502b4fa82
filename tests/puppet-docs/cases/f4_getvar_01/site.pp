getvar('facts') # results in the value of $facts
