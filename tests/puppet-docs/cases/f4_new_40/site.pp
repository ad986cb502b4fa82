# The following declaration
$x = Init[Integer].new('128')
# is exactly the same as
$x = Integer.new('128')
