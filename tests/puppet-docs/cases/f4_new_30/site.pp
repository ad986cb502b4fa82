$str = String(10, "%#x")    # produces '0x10'
$str = String([10], "%(a")  # produces '("10")'
