
import foo
