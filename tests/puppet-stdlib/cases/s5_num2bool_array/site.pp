notice(num2bool([1]))
