notice('ab'.match(/(?<x>a)(c)?/))
