import Overload
print("overload \(OverloadVersion.current)")
