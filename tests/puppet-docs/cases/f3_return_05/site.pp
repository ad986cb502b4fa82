# Concatenate three strings into a single string formatted as a list.
function getFruit() {
  with("apples", "oranges", "bananas") |$x, $y, $z| {
    return("${x}, ${y}, and ${z}")
  }
  notice "not reached"
}
$fruit = getFruit()
notice $fruit

# The output contains "apples, oranges, and bananas".
# "not reached" is not output because the function returns its value within the
# calling function's scope, which stops processing the calling function before
# the `notice "not reached"` statement.
# Using `return()` outside of a calling function results in an error.
