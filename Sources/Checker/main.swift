import CheckerCore

print("checker: en preparación")
